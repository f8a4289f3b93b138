import BeforeMigration
import MechanicalPort

extension MechanicalPort.Library: TrapLibrary {}
extension MechanicalPort.Book: TrapBook {}
extension BeforeMigration.Book: TrapBook {}
