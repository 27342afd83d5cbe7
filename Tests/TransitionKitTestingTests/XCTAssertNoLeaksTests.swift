import TransitionKitCore
import TransitionKitTesting
import XCTest

private enum LeakCheckedRoute: Sendable {
  case home
  case detail(Int)
}

/// The error a flow stops with.
private struct StoppedFlow: Error {}

/// A stack whose details are pushed animated.
@MainActor
private final class LeakCheckedCoordinator: NavigationCoordinator<LeakCheckedRoute> {
  init() {
    super.init(rootViewController: NavigationController(title: "Nav"), initialRoute: .home)
  }

  override func prepareTransition(for route: LeakCheckedRoute) -> Transition<NavigationController> {
    switch route {
    case .home: .set([ViewController(title: "Home")])
    case .detail(let id): .push(ViewController(title: "Detail \(id)"))
    }
  }
}

/// `XCTAssertNoLeaks` in an XCTest case, its failures captured (on Linux) to
/// check their messages, files and lines.
final class XCTestLeakAssertionTests: FailureCapturingTestCase {
  @MainActor func testAFlowThatFreesEverythingReportsNoFailure() async throws {
    let reported = await asyncFailures {
      XCTAssertNoLeaks {
        let test = try? TestWindow(root: LeakCheckedCoordinator())
        test?.root.trigger(.detail(1))
        test?.runAll()
      }
      try? await XCTAssertNoLeaks {
        let test = try TestWindow(root: LeakCheckedCoordinator())
        try await test.run { try await test.root.trigger(.detail(2)) }
      }
    }
    XCTAssertEqual(reported, [])
  }

  #if os(Linux)
    @MainActor func testSurvivorsAreReportedByNameAtTheCallersFileAndLine() async throws {
      var kept: [ViewController] = []
      let file = #filePath
      let (line1, failures1) = (
        #line, failures { XCTAssertNoLeaks { kept.append(ViewController(title: "Kept")) } }
      )
      let line2 = #line + 2
      let failures2 = await asyncFailures {
        await XCTAssertNoLeaks {
          await Task.yield()
          kept.append(ViewController(title: "Kept too"))
        }
      }
      let ((), tracker) = LeakTracker.tracking { kept.append(ViewController(title: "Tracked")) }
      let (line3, failures3) = (#line, failures { XCTAssertNoLeaks(tracker) })

      XCTAssertEqual(
        failures1,
        [Failure(description: "failed - 1 of 1 tracked object outlived the test: 'Kept'", file: file, line: line1)])
      XCTAssertEqual(
        failures2,
        [Failure(description: "failed - 1 of 1 tracked object outlived the test: 'Kept too'", file: file, line: line2)])
      XCTAssertEqual(
        failures3,
        [Failure(description: "failed - 1 of 1 tracked object outlived the test: 'Tracked'", file: file, line: line3)])
      XCTAssertEqual(kept.map(\.title), ["Kept", "Kept too", "Tracked"])
    }

    @MainActor func testABodyThatThrowsPassesItsErrorOnAndIsNotChecked() async throws {
      var kept: [ViewController] = []
      var thrown = false
      let reported = failures {
        do {
          try XCTAssertNoLeaks {
            kept.append(ViewController(title: "Kept"))
            throw StoppedFlow()
          }
        } catch {
          thrown = error is StoppedFlow
        }
      }

      XCTAssertTrue(thrown)
      XCTAssertEqual(reported, [])
      XCTAssertEqual(kept.map(\.title), ["Kept"])
    }
  #endif
}
