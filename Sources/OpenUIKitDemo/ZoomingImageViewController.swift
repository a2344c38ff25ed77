import UIKit

/// The catalog's "Zooming image" example, written as apps write a photo viewer: an image view
/// in a scroll view that zooms it, pinched with two fingers or double-tapped between the
/// fitted and the largest scale, the image kept centred while it is smaller than the screen.
final class ZoomingImageViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let imageView = UIImageView(image: ZoomingImageViewController.checkerboard())
    /// The double tap that zooms in and out.
    private(set) lazy var doubleTap: UITapGestureRecognizer = {
        let recognizer = UITapGestureRecognizer(target: nil, action: nil)
        recognizer.numberOfTapsRequired = 2
        recognizer.addTarget(self, action: "doubleTapped:")
        return recognizer
    }()

    /// A 400×400 board of 50-point squares, blue and orange.
    static func checkerboard() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 400, height: 400)).image { context in
            for row in 0..<8 {
                for column in 0..<8 {
                    ((row + column).isMultiple(of: 2) ? UIColor.systemBlue : UIColor.systemOrange).setFill()
                    context.fill(CGRect(x: column * 50, y: row * 50, width: 50, height: 50))
                }
            }
        }
    }

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Zooming image"
        addAction("doubleTapped:") { [unowned self] _ in toggleZoom() }
    }

    required init?(coder: NSCoder) { fatalError("ZoomingImageViewController is made in code") }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        scrollView.delegate = self
        scrollView.maximumZoomScale = 4
        scrollView.addSubview(imageView)
        scrollView.contentSize = imageView.bounds.size
        imageView.isUserInteractionEnabled = true
        imageView.accessibilityLabel = "Checkerboard"
        imageView.isAccessibilityElement = true
        imageView.addGestureRecognizer(doubleTap)
        view.addSubview(scrollView)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        scrollView.frame = view.bounds
        // The whole image fits at the smallest scale.
        let fit = min(view.bounds.width / imageView.bounds.width, view.bounds.height / imageView.bounds.height)
        scrollView.minimumZoomScale = min(fit, 1)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    /// Keeps the image centred while it is smaller than the scroll view, as photo viewers do.
    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        let horizontal = max(0, (scrollView.bounds.width - scrollView.contentSize.width) / 2)
        let vertical = max(0, (scrollView.bounds.height - scrollView.contentSize.height) / 2)
        scrollView.contentInset = UIEdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// A double tap zooms all the way in, or back out.
    func toggleZoom() {
        let scale = scrollView.zoomScale < scrollView.maximumZoomScale ? scrollView.maximumZoomScale : scrollView.minimumZoomScale
        scrollView.setZoomScale(scale, animated: true)
    }
}
