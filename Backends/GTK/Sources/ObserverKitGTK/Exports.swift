@_exported import ObserverKit
