def findEulerianCircuit(adj, start):
    V = len(adj)
    succ = [sorted(targets) for targets in adj]
    used = [0] * V  # succ[u][:used[u]] are the edges already walked
    stack = [start]
    circuit = []
    while stack:
        u = stack[-1]
        if used[u] < len(succ[u]):
            stack.append(succ[u][used[u]])
            used[u] += 1
        else:
            # u has no unused edge left: it is final at this point of the circuit
            circuit.append(stack.pop())
    circuit.reverse()
    return circuit


if __name__ == "__main__":
    adj = [[5], [5], [4], [5], [6, 3, 5], [4, 0, 6, 2], [1, 4]]
    start = 3
    print(" ".join(str(v) for v in findEulerianCircuit(adj, start)))
