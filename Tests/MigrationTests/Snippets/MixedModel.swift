import PublishOnWrite
import ReadTracking
import ViewGraph

/// What not to do: one type with a property of each model.
enum MixedModel {}

extension MixedModel {
  final class Account: ObservableObject, Observable {
    let observationRegistrar = ObservationRegistrar()
    @Published var balance = 0
    @Tracked var nickname = ""
  }

  struct AccountLabel: View {
    let account: Account

    var body: some View {
      Text("\(account.nickname): \(account.balance)")
    }
  }
}
