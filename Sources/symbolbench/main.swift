print("symbolbench: not built yet")
