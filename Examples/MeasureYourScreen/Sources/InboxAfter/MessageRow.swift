import ViewGraph

struct MessageRow: View {
  let text: String

  var body: some View {
    Text(text)
  }
}
