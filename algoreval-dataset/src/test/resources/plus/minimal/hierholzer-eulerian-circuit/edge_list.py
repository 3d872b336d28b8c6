# Contract-minimal: Hierholzer's algorithm taking the smallest unused successor first (which gives
# the lexicographically smallest circuit), with an explicit stack since no depth limit is stated.
def findEulerianCircuit(V, edges, start):
    succ = [[] for _ in range(V)]
    for u, v in edges:
        succ[u].append(v)
    for s in succ:
        s.sort(reverse=True)
    stack = [start]
    circuit = []
    while stack:
        u = stack[-1]
        if succ[u]:
            stack.append(succ[u].pop())
        else:
            circuit.append(stack.pop())
    circuit.reverse()
    return circuit
