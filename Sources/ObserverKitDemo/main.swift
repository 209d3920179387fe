import ObserverKit

print("ObserverKit demo")
