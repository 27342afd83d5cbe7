// The libFuzzer entry point: compiled together with the TransitionKitCore
// sources and the other files of Fuzz/ by Scripts/fuzz.sh (one module,
// -sanitize=fuzzer,address).
//
// Each input is a program: its bytes are decoded into operations on up to
// three windows, their controllers, coordinators and routers (see
// FuzzOperation). After every operation each window and each tree outside a
// window must `validate()` with nothing to report, a refused operation must
// leave every tree as it was, and no completion may run twice; at the end
// every transition must have completed and, once let go, every controller,
// coordinator, router, window and clock must be released. Any violation
// traps, so that the fuzzer records the input. With TRANSITIONKIT_FUZZ_TRACE
// set, each operation and the windows are printed.

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether TRANSITIONKIT_FUZZ_TRACE is set: each operation and the windows are then printed.
let isTracing = getenv("TRANSITIONKIT_FUZZ_TRACE") != nil

/// Prints a line to standard error when tracing (the message is built only then).
func trace(_ message: @autoclosure () -> String) {
  guard isTracing else { return }
  let line = message() + "\n"
  _ = line.withCString { write(2, $0, strlen($0)) }
}

/// Traps with a message: the input broke a promise of the library.
func violation(_ message: String) -> Never {
  fatalError("TransitionKit fuzz violation: \(message)")
}

/// Runs one input: the program, its end checks, then the release check.
@_cdecl("LLVMFuzzerTestOneInput")
public func transitionKitFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  MainActor.assumeIsolated {
    let program = FuzzProgram(bytes)
    program.run()
    let survivors = program.releaseAll()
    if !survivors.isEmpty { violation("still alive after the input was torn down: \(survivors)") }
    // A sequence that never ended would hold back the coordinator refreshes
    // of the places it counts as under way in every later input.
    if SequencesUnderWay.isAnyUnderWay { violation("a sequence of transitions is still under way after the input") }
  }
  return 0
}
