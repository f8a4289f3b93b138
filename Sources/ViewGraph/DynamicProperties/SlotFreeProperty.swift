/// A dynamic property of this module that keeps nothing in its node's slot: its ``DynamicProperty/install(in:context:)``
/// reads the context alone and never touches the slot it is given.
///
/// A view whose dynamic properties are all of this kind (a row with an `@Environment` field)
/// gets no slots: each install is given one shared slot that stays empty, which saves the slot
/// and the array of slots of every such node.
protocol SlotFreeProperty: DynamicProperty {}

extension Environment: SlotFreeProperty {}

extension Binding: SlotFreeProperty {}
