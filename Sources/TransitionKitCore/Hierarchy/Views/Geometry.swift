/// A point in a headless view's coordinate space, in points.
public struct Point: Sendable, Hashable, Codable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// The origin, (0, 0).
  public static let zero = Point(x: 0, y: 0)

  /// Creates a point.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// A width and a height, in points.
public struct Size: Sendable, Hashable, Codable {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// No width and no height.
  public static let zero = Size(width: 0, height: 0)

  /// Creates a size.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

/// A rectangle: an origin and a size, in points.
public struct Rect: Sendable, Hashable, Codable {
  /// The top-left corner.
  public var origin: Point
  /// The width and height.
  public var size: Size

  /// The empty rectangle at the origin.
  public static let zero = Rect(origin: .zero, size: .zero)

  /// Creates a rectangle from an origin and a size.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// Creates a rectangle from its coordinates.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }
}

extension Point: CustomStringConvertible {
  /// `(x, y)`.
  public var description: String { "(\(x.compactDescription), \(y.compactDescription))" }
}

extension Size: CustomStringConvertible {
  /// `width×height`.
  public var description: String { "\(width.compactDescription)×\(height.compactDescription)" }
}

extension Rect: CustomStringConvertible {
  /// `(x, y, width×height)`.
  public var description: String {
    "(\(origin.x.compactDescription), \(origin.y.compactDescription), \(size))"
  }
}

extension Double {
  /// The number without a trailing `.0` when it is whole.
  var compactDescription: String {
    guard isFinite, abs(self) < 1e15, Double(Int(self)) == self else { return String(self) }
    return String(Int(self))
  }
}
