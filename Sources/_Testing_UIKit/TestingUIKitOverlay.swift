// Swift Testing declares a cross-import overlay named `_Testing_UIKit`: any file that
// imports both `Testing` and `UIKit` implicitly imports it. On Apple platforms it ships
// with the toolchain; on Linux it does not exist, so without this module every test file
// that says `import Testing` and `import UIKit` fails with "no such module '_Testing_UIKit'".
// OpenUIKit provides it (empty for now; image attachments can live here once the renderer
// exists). Any target that imports both modules must depend on this one, directly or
// through `UIKitTesting`.
import UIKit
