# Contract-minimal: Hierholzer's algorithm taking the smallest unused successor first (which gives
# the lexicographically smallest circuit), with an explicit stack since no depth limit is stated.
def findEulerianCircuit(adj, start):
    succ = [sorted(a, reverse=True) for a in adj]
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
