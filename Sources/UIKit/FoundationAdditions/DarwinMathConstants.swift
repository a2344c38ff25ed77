import Foundation

/// Darwin's `HUGE`: math.h's `MAXFLOAT`, the largest finite `Float`, which iOS code sets as a
/// repeat count meaning "forever" (`animation.repeatCount = HUGE`). Glibc's Swift overlay does
/// not export it (FN13).
public var HUGE: Float { .greatestFiniteMagnitude }
