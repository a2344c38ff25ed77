import Foundation

/// What HTML's elements mean to the reader before any author style (RT8, RT9): which are
/// blocks (a paragraph of their own), which are empty, and the user-agent style sheet —
/// WebKit's default styles, with 12 points (Times New Roman) as the medium size UIKit's
/// import uses.
enum HTMLElementDefaults {
    /// Elements that make paragraphs.
    static let blocks: Set<String> = [
        "p", "div", "h1", "h2", "h3", "h4", "h5", "h6", "ul", "ol", "li", "dl", "dt", "dd", "blockquote", "pre",
        "address", "center", "table", "tr", "hr", "section", "article", "header", "footer", "nav", "aside", "main",
        "figure", "figcaption", "form", "fieldset", "listing", "xmp", "menu", "dir",
    ]

    /// Elements without content or end tag.
    static let voids: Set<String> = [
        "br", "hr", "img", "meta", "link", "input", "wbr", "area", "base", "col", "embed", "source", "param", "track",
    ]

    /// Elements whose content is not text of the document.
    static let hidden: Set<String> = ["head", "script", "style", "title", "template", "noscript", "textarea", "select", "option"]

    /// Blocks inside which `<br>` is a line separator (U+2028) rather than a paragraph break.
    static let lineBreakingBlocks: Set<String> = ["p", "li", "h1", "h2", "h3", "h4", "h5", "h6"]

    /// WebKit's default styles for the elements that have any.
    static let styleSheet = CSSStyleSheet("""
        b, strong { font-weight: bold }
        i, em, cite, var, dfn, address { font-style: italic }
        u, ins { text-decoration: underline }
        s, strike, del { text-decoration: line-through }
        h1 { font-size: 2em; font-weight: bold; margin-bottom: 0.67em }
        h2 { font-size: 1.5em; font-weight: bold; margin-bottom: 0.83em }
        h3 { font-size: 1.17em; font-weight: bold; margin-bottom: 1em }
        h4 { font-weight: bold; margin-bottom: 1.33em }
        h5 { font-size: 0.83em; font-weight: bold; margin-bottom: 1.67em }
        h6 { font-size: 0.67em; font-weight: bold; margin-bottom: 2.33em }
        p { margin-bottom: 1em }
        blockquote { margin-left: 40px; margin-right: 40px; margin-bottom: 1em }
        pre, code, tt, kbd, samp, listing, xmp { font-family: Courier }
        sup { vertical-align: super; font-size: smaller }
        sub { vertical-align: sub; font-size: smaller }
        small { font-size: smaller }
        big { font-size: larger }
        center { text-align: center }
        th { font-weight: bold }
        """)

    /// The colour of links (WebKit's `-webkit-link`, #0000EE).
    static let linkColor = UIColor(red: 0, green: 0, blue: 238.0 / 255, alpha: 1)

    /// RT9: the format of text no element styles: Times New Roman 12, black, natural
    /// alignment, left-to-right paragraphs, with kern 0, stroke width 0 and a black stroke
    /// colour on every run, as UIKit's import gives.
    static var documentFormat: RichTextFormat {
        var format = RichTextFormat()
        format.fontName = "Times New Roman"
        format.fontSize = 12
        let black = UIColor(red: 0, green: 0, blue: 0, alpha: 1)
        format.foregroundColor = black
        format.fixedAttributes = [.kern: CGFloat(0), .strokeColor: black, .strokeWidth: CGFloat(0)]
        format.paragraph.baseWritingDirection = .leftToRight
        return format
    }
}
