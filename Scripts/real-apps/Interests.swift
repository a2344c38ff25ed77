// Drives Swift-30-Projects' "Project 10 - Interests", ported unedited (Scripts/real-apps/run).
import Testing
import UIKit
import UIKitTesting

/// A storyboard collection view with a prototype cell class and outlets; every interest's image
/// comes from the app's asset catalog (the app force-unwraps `UIImage(named:)`).
@MainActor @Test func theInterestsCollectionShowsACellPerInterest() throws {
    _ = VirtualClock().install()
    let (_, window) = try launchPortedApp()
    let home = try #require(window.rootViewController as? HomeViewController)
    #expect(home.preferredStatusBarStyle == .lightContent)
    let collection = try #require(home.collectionView)
    #expect(collection.numberOfItems(inSection: 0) == 6)
    let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? InterestCollectionViewCell)
    #expect(first.titleLabel.text == "We Love Traveling Around the World")
    #expect(first.featuredImageView.image != nil)
    #expect(first.layer.cornerRadius == 8 && first.clipsToBounds)  // its layoutSubviews override ran
}
