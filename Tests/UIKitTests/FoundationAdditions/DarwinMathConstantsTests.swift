import Foundation
import Testing
@testable import UIKit

/// Darwin's math constants that iOS code uses with UIKit (FN13).
@MainActor
@Suite struct DarwinMathConstantsTests {
    @Test func test_FN13_hugeIsTheLargestFloatAndARepeatCount() {
        #expect(HUGE == Float.greatestFiniteMagnitude && HUGE == 3.40282347e+38)
        let animation = CABasicAnimation(keyPath: "opacity")
        animation.repeatCount = HUGE
        #expect(animation.repeatCount == .greatestFiniteMagnitude)
        // MAXFLOAT, the same value, as an unbounded height for measuring.
        #expect(MAXFLOAT == HUGE)
        let size = ("One line" as NSString).boundingRect(with: CGSize(width: 200, height: CGFloat(MAXFLOAT)), options: .usesLineFragmentOrigin,
                                                          attributes: [.font: UIFont.systemFont(ofSize: 17)], context: nil).size
        #expect(size.height > 0 && size.height < 30)
    }

    @Test func test_CG1_geometryEqualityIsExact() {
        #expect(CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)) && !CGSize(width: 1, height: 2).equalTo(.zero))
        #expect(CGPoint(x: 3, y: 4).equalTo(CGPoint(x: 3, y: 4)) && !CGPoint(x: 3, y: 4).equalTo(CGPoint(x: 3, y: 4.0001)))
        #expect(CGRect(x: 0, y: 0, width: 5, height: 5).equalTo(CGRect(x: 0, y: 0, width: 5, height: 5)))
        #expect(!CGRect(x: 0, y: 0, width: 5, height: 5).equalTo(CGRect(x: 1, y: 0, width: 5, height: 5)))
    }
}
