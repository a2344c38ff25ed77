import AVFoundation
import Foundation
import Testing

/// AVFoundation's layout geometry, which ported apps import for aspect-fit frames.
@Suite struct AVMakeRectTests {
    @Test func theRectFitsTheAspectRatioCentredInTheBounds() {
        // A landscape photo in a tall column: full width, centred vertically.
        #expect(AVMakeRect(aspectRatio: CGSize(width: 400, height: 300), insideRect: CGRect(x: 10, y: 0, width: 160, height: 1000))
                    == CGRect(x: 10, y: 440, width: 160, height: 120))
        // A portrait one in a wide box: full height, centred horizontally.
        #expect(AVMakeRect(aspectRatio: CGSize(width: 1, height: 2), insideRect: CGRect(x: 0, y: 0, width: 300, height: 100))
                    == CGRect(x: 125, y: 0, width: 50, height: 100))
        #expect(AVMakeRect(aspectRatio: .zero, insideRect: CGRect(x: 0, y: 0, width: 10, height: 10)).width.isNaN)
    }
}
