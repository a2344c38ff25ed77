import UIKit

/// iOS 15's page sheet on a phone in portrait: while a sheet is up at its largest detent,
/// what is behind it shrinks back into a card with rounded corners, its top at the safe
/// area, over black; the status bar turns light. Drawn from the sheet's current position,
/// so a sheet half-way up pushes the presenter half-way back. (The model's views keep their
/// frames: this is how the system draws them, not a transform UIKit reports.)
@MainActor
struct SheetBackdrop {
    /// The window subview index of the sheet's container: views below it are pushed back.
    let containerIndex: Int
    /// 0 (sheet down) to 1 (sheet fully up).
    let progress: CGFloat
    /// Where the card's top goes when fully pushed back: the window's top safe-area inset.
    let top: CGFloat

    /// How much narrower the card is than the screen, at each side.
    static let sideInset: CGFloat = 16
    /// The card's corner radius, in screen points.
    static let cornerRadius: CGFloat = 10

    /// The backdrops of the sheets shown in `window`, bottom to top (none for a window that
    /// is hidden, faded or transformed: it is drawn as any view).
    static func backdrops(in window: UIWindow) -> [SheetBackdrop] {
        guard !window.isHidden, window.alpha > 0.996, window.transform.isIdentity else { return [] }
        let traits = window.traitCollection
        guard traits.userInterfaceIdiom == .phone, traits.verticalSizeClass == .regular else { return [] }
        var result: [SheetBackdrop] = []
        var controller = window.rootViewController?.presentedViewController
        while let presented = controller {
            controller = presented.presentedViewController
            guard let sheet = presented.presentationController as? UISheetPresentationController,
                  let container = sheet.containerView, let index = window.subviews.firstIndex(where: { $0 === container }),
                  let view = sheet.presentedView, view.superview === container else { continue }
            let final = sheet.frameOfPresentedViewInContainerView
            let safeTop = window.safeAreaInsets.top
            // Only a sheet at its largest detent pushes the presenter back.
            guard final.minY <= safeTop + 10.5, container.bounds.height > final.minY else { continue }
            let shown = view.layer.presentation() ?? view.layer
            let y = shown.position.y - shown.bounds.height / 2
            let progress = min(1, max(0, (container.bounds.height - y) / (container.bounds.height - final.minY)))
            if progress > 0 { result.append(SheetBackdrop(containerIndex: index, progress: progress, top: safeTop)) }
        }
        return result
    }

    /// Pushes what is drawn next back into the card: scaled about the top centre, moved down
    /// to the safe area, clipped to rounded corners.
    func apply(to canvas: Canvas, size: CGSize) {
        let scale = 1 - progress * 2 * Self.sideInset / size.width
        canvas.translate(size.width / 2, progress * top)
        canvas.concat(CGAffineTransform(scaleX: scale, y: scale))
        canvas.translate(-size.width / 2, 0)
        canvas.clip(CGRect(origin: .zero, size: size), cornerRadius: progress * Self.cornerRadius / scale)
    }
}
