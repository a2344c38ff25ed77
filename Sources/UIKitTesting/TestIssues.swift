import Foundation
import Testing
import XCTest

/// Records a failure in whichever test framework is running: an issue under Swift Testing,
/// `XCTFail` under XCTest.
func recordTestIssue(_ text: String) {
    if Test.current != nil {
        Issue.record(Comment(rawValue: text))
    } else {
        XCTFail(text)
    }
}
