import Foundation

/// A storyboard's prototype cell: made anew from its element each time a table or
/// collection view needs a cell for its reuse identifier, in its scene (outlets and actions
/// to the scene's controller connect, and its segues run from that controller).
@preconcurrency @MainActor
final class IBPrototype {
    let element: IBElement
    let document: IBDocument
    let bundle: Bundle
    weak var storyboard: UIStoryboard?
    /// The controller of the scene the prototype is in.
    @Unretained var owner: UIViewController?  // PL11

    init(element: IBElement, in instantiation: IBInstantiation) {
        element.settle()  // IU1: checked when a cell is made from it
        self.element = element
        document = instantiation.document
        bundle = instantiation.bundle
        storyboard = instantiation.storyboard
        owner = instantiation.sceneController
    }

    /// A new cell from the prototype, connected and awoken; a problem in the file raises.
    func instantiate() -> UIView? {
        do {
            return try instantiateThrowing()
        } catch {
            IBCheckRecorder.keepOrRaise(error)
            return nil
        }
    }

    /// ``instantiate()`` that throws what is wrong with the file.
    func instantiateThrowing() throws(InterfaceBuilderError) -> UIView? {
        let run = IBInstantiation(document: document, bundle: bundle, storyboard: storyboard)
        if let owner, let link = owner._sceneLink { run.seedScene(link, of: owner) }
        let cell = run.makeObject(element) as? UIView
        try run.finish()
        return cell
    }
}
