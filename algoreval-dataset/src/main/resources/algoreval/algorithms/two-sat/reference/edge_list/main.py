import sys


def twoSat(n, clauses):
    # vertex 2*(i-1) is the literal x_i and vertex 2*(i-1)+1 is NOT x_i, so v ^ 1 negates vertex v
    def vertex(literal):
        return 2 * (abs(literal) - 1) + (1 if literal < 0 else 0)

    size = 2 * n
    adj = [[] for _ in range(size)]
    for a, b in clauses:
        # (a OR b) is equivalent to (NOT a -> b) and (NOT b -> a)
        adj[vertex(a) ^ 1].append(vertex(b))
        adj[vertex(b) ^ 1].append(vertex(a))

    # Tarjan's SCC algorithm on the implication graph; components get numbers in reverse topological order
    index = [-1] * size
    low = [0] * size
    comp = [-1] * size
    stack = []
    counter = 0
    components = 0

    def strong_connect(v):
        nonlocal counter, components
        index[v] = low[v] = counter
        counter += 1
        stack.append(v)
        for w in adj[v]:
            if index[w] == -1:
                strong_connect(w)
                low[v] = min(low[v], low[w])
            elif comp[w] == -1:  # w is still on the stack
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            while True:
                w = stack.pop()
                comp[w] = components
                if w == v:
                    break
            components += 1

    sys.setrecursionlimit(max(1000, 10 * size))
    for v in range(size):
        if index[v] == -1:
            strong_connect(v)

    assignment = []
    for i in range(n):
        if comp[2 * i] == comp[2 * i + 1]:
            return None  # x_i and NOT x_i imply each other
        # x_i is true when its component comes after the one of NOT x_i in topological order
        assignment.append(comp[2 * i] < comp[2 * i + 1])
    return assignment


if __name__ == "__main__":
    n1 = 6
    clauses1 = [[4, -6], [2, -6], [-4, 3], [4, -5], [1, -3], [-2, 6], [-4, 5], [2, 5], [-5, -2]]
    n2 = 4
    clauses2 = [[1, 2], [3, -2], [3, 4], [-2, -1], [-4, -3], [-3, 2], [-1, -4], [4, 1]]
    unsatisfiable = (None, False, [])
    for n, clauses in [(n1, clauses1), (n2, clauses2)]:
        assignment = twoSat(n, clauses)
        if assignment in unsatisfiable:
            print("UNSATISFIABLE")
        else:
            print("SATISFIABLE")
            print(" ".join("1" if value else "0" for value in assignment))
