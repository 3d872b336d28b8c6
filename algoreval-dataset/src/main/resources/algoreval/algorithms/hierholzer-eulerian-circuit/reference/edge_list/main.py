def findEulerianCircuit(V, edges, start):
    succ = [[] for _ in range(V)]
    for u, v in edges:
        succ[u].append(v)
    for targets in succ:
        targets.sort()
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
    V = 7
    edges = [[5, 4], [0, 5], [4, 6], [1, 5], [5, 0], [2, 4], [6, 1], [4, 3], [5, 6], [3, 5], [6, 4], [5, 2], [4, 5]]
    start = 3
    print(" ".join(str(v) for v in findEulerianCircuit(V, edges, start)))
