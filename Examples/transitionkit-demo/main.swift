import TransitionKitCore
print("placeholder")
