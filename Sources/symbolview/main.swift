print("symbolview: not built yet")
