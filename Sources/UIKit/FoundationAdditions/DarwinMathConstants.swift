import Foundation

/// Darwin's `HUGE`: math.h's `MAXFLOAT`, the largest finite `Float`, which iOS code sets as a
/// repeat count meaning "forever" (`animation.repeatCount = HUGE`). Glibc's Swift overlay does
/// not export it (FN13).
public var HUGE: Float { .greatestFiniteMagnitude }

/// Darwin's `MAXFLOAT` (math.h), the largest finite `Float`, which iOS code uses for an
/// unbounded height when measuring text (`CGSize(width: w, height: CGFloat(MAXFLOAT))`).
/// Glibc's Swift overlay does not export it (FN13).
public var MAXFLOAT: Float { .greatestFiniteMagnitude }
