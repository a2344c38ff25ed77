import UIKit

// TextKit code as iOS apps write it (after Matt Neuburg's "Programming iOS" examples), in
// Swift 5 mode: a circular container, two columns drawn in `draw(_:)`, a text view made on
// its own text storage, and a view controller as a text storage's delegate.

/// A container whose lines fill a circle as tall as the container.
class CircleTextContainer: NSTextContainer {
    override var isSimpleRectangularTextContainer: Bool { return false }

    override func lineFragmentRect(forProposedRect proposedRect: CGRect, at characterIndex: Int,
                                   writingDirection baseWritingDirection: NSWritingDirection,
                                   remaining remainingRect: UnsafeMutablePointer<CGRect>?) -> CGRect {
        var result = super.lineFragmentRect(forProposedRect: proposedRect, at: characterIndex,
                                            writingDirection: baseWritingDirection, remaining: remainingRect)
        let r = self.size.height / 2.0
        let y = r - result.origin.y
        let theta = asin(y / r)
        let x = r * cos(theta)
        let offset = self.size.width / 2.0 - r
        result.origin.x = r - x + offset
        result.size.width = 2 * x
        return result
    }
}

/// Text in two columns, laid out by one layout manager in two containers and drawn by it.
class TwoColumnView: UIView {
    var text = NSAttributedString(string: "")
    var lm: NSLayoutManager!
    var tc: NSTextContainer!
    var tc2: NSTextContainer!
    var ts: NSTextStorage!
    var r1 = CGRect.zero
    var r2 = CGRect.zero

    override func layoutSubviews() {
        super.layoutSubviews()
        var r1 = self.bounds
        r1.size.width /= 2.0
        var r2 = r1
        r2.origin.x += r2.size.width
        let lm = NSLayoutManager()
        let ts = NSTextStorage(attributedString: self.text)
        ts.addLayoutManager(lm)
        let tc = NSTextContainer(size: r1.size)
        lm.addTextContainer(tc)
        let tc2 = NSTextContainer(size: r2.size)
        lm.addTextContainer(tc2)
        self.lm = lm; self.ts = ts; self.tc = tc; self.tc2 = tc2
        self.r1 = r1; self.r2 = r2
    }

    override func draw(_ rect: CGRect) {
        let range1 = self.lm.glyphRange(for: self.tc)
        self.lm.drawBackground(forGlyphRange: range1, at: self.r1.origin)
        self.lm.drawGlyphs(forGlyphRange: range1, at: self.r1.origin)
        let range2 = self.lm.glyphRange(for: self.tc2)
        self.lm.drawBackground(forGlyphRange: range2, at: self.r2.origin)
        self.lm.drawGlyphs(forGlyphRange: range2, at: self.r2.origin)
    }

    /// The line a tap at `p` (in the view) hits, as the book finds it.
    func tappedLine(at p: CGPoint) -> NSRange {
        var p = p
        var tc = self.tc!
        if !self.r1.contains(p) {
            tc = self.tc2!
            p.x -= self.r1.size.width
        }
        var f: CGFloat = 0
        let ix = self.lm.glyphIndex(for: p, in: tc, fractionOfDistanceThroughGlyph: &f)
        var glyphRange: NSRange = NSMakeRange(0, 0)
        self.lm.lineFragmentRect(forGlyphAt: ix, effectiveRange: &glyphRange)
        while self.lm.propertyForGlyph(at: glyphRange.location + glyphRange.length - 1).contains(.controlCharacter) {
            glyphRange.length -= 1
        }
        return self.lm.characterRange(forGlyphRange: glyphRange, actualGlyphRange: nil)
    }
}

/// A controller making its text view on its own stack and hearing its storage's edits.
class NotesViewController: UIViewController, NSTextStorageDelegate {
    var tv: UITextView!
    var edits: [NSRange] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        let r = CGRect(x: 0, y: 0, width: 120, height: 120)
        let lm = NSLayoutManager()
        let ts = NSTextStorage()
        ts.addLayoutManager(lm)
        let tc = CircleTextContainer(size: CGSize(width: r.width, height: r.height))
        lm.addTextContainer(tc)
        let tv = UITextView(frame: r, textContainer: tc)
        self.view.addSubview(tv)
        self.tv = tv
        ts.delegate = self
        self.tv.attributedText = NSAttributedString(string: String(repeating: "round ", count: 30),
                                                    attributes: [.font: UIFont.systemFont(ofSize: 10)])
        self.tv.textContainerInset = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        self.tv.isScrollEnabled = false
    }

    func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int) {
        edits.append(editedRange)
    }
}
