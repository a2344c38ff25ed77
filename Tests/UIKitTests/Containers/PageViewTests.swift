import Foundation
import Testing
import UIKit
import UIKitTesting

/// Pages P0...P(n-1), traced, with a delegate log.
@MainActor
final class Pages: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let trace: Trace
    let pages: [Traced]
    init(_ trace: Trace, count: Int) {
        self.trace = trace
        pages = (0..<count).map { movingTraced("P\($0)", trace) }
    }
    func index(_ controller: UIViewController) -> Int { pages.firstIndex { $0 === controller }! }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        let i = index(viewController); return i > 0 ? pages[i - 1] : nil
    }
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        let i = index(viewController); return i + 1 < pages.count ? pages[i + 1] : nil
    }
    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.viewControllers.map { index($0[0]) } ?? 0
    }
    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        trace.add("willTransitionTo \(names(pendingViewControllers))")
    }
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        trace.add("didFinishAnimating previous=\(names(previousViewControllers)) completed=\(completed)")
    }
}

@MainActor
@Suite(.uikit) struct PageViewTests {
    let clock: VirtualClock
    init() { clock = freshUIKit() }

    private func showPages(_ trace: Trace, style: UIPageViewController.TransitionStyle = .scroll) -> (UIPageViewController, Pages, UIWindow) {
        let source = Pages(trace, count: 3)
        let pager = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal)
        pager.dataSource = source
        pager.delegate = source
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        let window = showInWindow(pager)
        _ = trace.take()
        return (pager, source, window)
    }

    @Test func firstPageIsAChildAndOthersLoadLazily() {
        let trace = Trace()
        let source = Pages(trace, count: 3)
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = source
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        #expect(trace.take() == ["P0.willMove(parent)", "P0.didMove(parent)"])
        _ = showInWindow(pager)
        #expect(trace.take() == ["P0.viewDidLoad", "P0.viewWillAppear", "P0.viewIsAppearing", "P0.viewDidAppear"])
        #expect(pager.children == [source.pages[0]] && !source.pages[1].isViewLoaded)
    }

    @Test func swipeForwardTurnsThePage() {
        let trace = Trace()
        let (pager, source, window) = showPages(trace)
        let finger = SimulatedTouch(at: CGPoint(x: 300, y: 400), in: window)
        finger.move(to: CGPoint(x: 250, y: 400), steps: 2)
        #expect(source.pages[1].view.layer.presentation()!.frame.minX < 390)  // following the finger
        finger.move(to: CGPoint(x: 60, y: 400), steps: 10)
        finger.lift()
        drainMainRunLoop(); clock.advance(by: 0.5)
        #expect(trace.take() == [
            "willTransitionTo [\"P1\"]", "P0.willMove(nil)", "P1.willMove(parent)", "P1.viewDidLoad", "P0.viewWillDisappear",
            "P1.viewWillAppear", "P1.viewIsAppearing", "P0.viewDidDisappear", "P1.viewDidAppear", "P1.didMove(parent)",
            "P0.didMove(nil)", "didFinishAnimating previous=[\"P0\"] completed=true",
        ])
        #expect(pager.viewControllers == [source.pages[1]] && pager.children == [source.pages[1]])
        #expect(source.pages[1].view.frame == pager.view.bounds && source.pages[0].view.window == nil)
    }

    @Test func cancelledSwipeKeepsThePage() {
        let trace = Trace()
        let (pager, source, window) = showPages(trace)
        let finger = SimulatedTouch(at: CGPoint(x: 300, y: 400), in: window)
        finger.move(to: CGPoint(x: 240, y: 400), steps: 30)  // a little, slowly
        finger.lift()
        drainMainRunLoop(); clock.advance(by: 0.5)
        #expect(trace.take() == [
            "willTransitionTo [\"P1\"]", "P0.willMove(nil)", "P1.willMove(parent)", "P1.viewDidLoad", "P0.viewWillDisappear",
            "P1.viewWillAppear", "P1.viewIsAppearing", "P1.viewWillDisappear", "P1.viewDidDisappear",
            "P0.viewWillAppear", "P0.viewIsAppearing", "P0.viewDidAppear", "P1.willMove(nil)", "P1.didMove(nil)",
            "didFinishAnimating previous=[\"P0\"] completed=false",
        ])
        #expect(pager.viewControllers == [source.pages[0]] && pager.children == [source.pages[0]])
        #expect(source.pages[0].view.frame == pager.view.bounds && source.pages[1].view.window == nil)
    }

    @Test func swipePastTheEndDoesNothing() {
        let trace = Trace()
        let (pager, source, window) = showPages(trace)
        let finger = SimulatedTouch(at: CGPoint(x: 100, y: 400), in: window)
        finger.move(to: CGPoint(x: 300, y: 400), steps: 5)  // reverse from the first page
        finger.lift()
        drainMainRunLoop()
        #expect(trace.take().isEmpty && pager.viewControllers == [source.pages[0]])
    }

    @Test func animatedSetAndPageControl() {
        let trace = Trace()
        let (pager, source, _) = showPages(trace, style: .pageCurl)
        var finished: Bool?
        pager.setViewControllers([source.pages[2]], direction: .forward, animated: true) { finished = $0 }
        clock.advance(by: 0.25)
        #expect(finished == nil)
        clock.advance(by: 0.3)
        #expect(finished == true && pager.viewControllers == [source.pages[2]])
        #expect(!trace.lines.contains { $0.hasPrefix("willTransitionTo") })  // code, not a swipe: no delegate
        let scrolling = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        scrolling.dataSource = source
        scrolling.setViewControllers([source.pages[1]], direction: .forward, animated: false)
        _ = showInWindow(scrolling)
        let control = scrolling.view.subviews.compactMap { $0 as? UIPageControl }.first
        #expect(control?.numberOfPages == 3 && control?.currentPage == 1)
    }

    @Test func midSpineNeedsTwoPages() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                                 options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
                pager.setViewControllers([UIViewController()], direction: .forward, animated: false)
            }
        }
    }

    @Test func midSpineShowsTwoPagesSideBySide() {
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                         options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        let left = UIViewController(), right = UIViewController()
        pager.setViewControllers([left, right], direction: .forward, animated: false)
        _ = showInWindow(pager)
        #expect(pager.isDoubleSided && pager.spineLocation == .mid)
        #expect(left.view.frame == CGRect(x: 0, y: 0, width: 195, height: 844))
        #expect(right.view.frame == CGRect(x: 195, y: 0, width: 195, height: 844))
    }
}
