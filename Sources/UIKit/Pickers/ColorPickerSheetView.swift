import Foundation

/// The colour picker's view: a header (the title, "Colors" when there is none, and a close
/// button), the grid of swatches, a bar showing the colour picked and, when the picker
/// supports alpha, an opacity slider.
@preconcurrency @MainActor
final class ColorPickerSheetView: UIView {
    @Unretained private var controller: UIColorPickerViewController?  // PL11
    private let titleLabel = UILabel()
    let closeButton: UIButton
    private let grid = UIView()
    private let preview = UIView()
    private let opacity = UISlider()
    private(set) var swatches: [(color: UIColor, view: UIView)] = []

    static let margin: CGFloat = 16
    static let swatchSize: CGFloat = 26

    init(controller: UIColorPickerViewController) {
        self.controller = controller
        closeButton = UIButton._sheetCloseButton { [weak controller] in controller?._close() }
        super.init(frame: UIScreen.main.bounds)
        backgroundColor = .systemGroupedBackground
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        addSubview(closeButton)
        grid.layer.cornerRadius = 8
        grid.clipsToBounds = true
        addSubview(grid)
        for row in UIColorPickerViewController.gridColors {
            for color in row {
                let swatch = UIButton(type: .custom)
                swatch.backgroundColor = color
                swatch.addAction(UIAction { [weak controller] _ in controller?._userSelect(color, continuously: false) }, for: .touchUpInside)
                grid.addSubview(swatch)
                swatches.append((color, swatch))
            }
        }
        preview.layer.cornerRadius = 8
        addSubview(preview)
        opacity.minimumValue = 0
        opacity.maximumValue = 1
        opacity.addAction(UIAction { [weak self] _ in self?.opacityChanged() }, for: .valueChanged)
        addSubview(opacity)
        showSelectedColor()
    }

    required init?(coder: NSCoder) { fatalError("made in code") }

    /// The preview and the slider follow the picker's colour.
    func showSelectedColor() {
        guard let controller else { return }
        preview.backgroundColor = controller.selectedColor
        opacity.value = Float(controller.selectedColor.currentComponents.alpha)
    }

    /// A drag of the opacity slider picks the colour at the new opacity, continuously while
    /// the finger is down.
    private func opacityChanged() {
        guard let controller else { return }
        controller._userSelect(controller.selectedColor.withAlphaComponent(CGFloat(opacity.value)), continuously: opacity.isTracking)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller else { return }
        let margin = Self.margin, width = bounds.width
        titleLabel.text = controller.title ?? "Colors"
        titleLabel.frame = CGRect(x: 60, y: 14, width: max(0, width - 120), height: 22)
        closeButton.frame = CGRect(x: width - margin - 30, y: 10, width: 30, height: 30)
        let columns = 12, rows = UIColorPickerViewController.gridColors.count
        let cell = floor(min(Self.swatchSize, (width - 2 * margin) / CGFloat(columns)))
        grid.frame = CGRect(x: (width - cell * CGFloat(columns)) / 2, y: 56, width: cell * CGFloat(columns), height: cell * CGFloat(rows))
        for (index, swatch) in swatches.enumerated() {
            swatch.view.frame = CGRect(x: CGFloat(index % columns) * cell, y: CGFloat(index / columns) * cell, width: cell, height: cell)
        }
        preview.frame = CGRect(x: grid.frame.minX, y: grid.frame.maxY + 16, width: 60, height: 60)
        opacity.isHidden = !controller.supportsAlpha
        opacity.frame = CGRect(x: preview.frame.maxX + 16, y: preview.frame.midY - 15, width: max(0, grid.frame.maxX - preview.frame.maxX - 16), height: 30)
    }
}
