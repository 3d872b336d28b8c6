def safeSequence(available, max_demand, allocation):
    n = len(max_demand)
    need = [[m - a for m, a in zip(max_demand[i], allocation[i])] for i in range(n)]
    work = list(available)
    finished = [False] * n
    sequence = []
    while len(sequence) < n:
        for i in range(n):
            if not finished[i] and all(x <= w for x, w in zip(need[i], work)):
                finished[i] = True
                sequence.append(i)
                work = [w + a for w, a in zip(work, allocation[i])]
                break
        else:
            return []  # no remaining process can finish: unsafe
    return sequence


def requestResources(available, max_demand, allocation, process, request):
    need = [m - a for m, a in zip(max_demand[process], allocation[process])]
    if any(r > x for r, x in zip(request, need)):
        return "error"
    if any(r > a for r, a in zip(request, available)):
        return "wait"
    new_available = [a - r for a, r in zip(available, request)]
    new_allocation = [list(row) for row in allocation]
    new_allocation[process] = [a + r for a, r in zip(allocation[process], request)]
    return "granted" if safeSequence(new_available, max_demand, new_allocation) else "unsafe"


if __name__ == "__main__":
    available = [3, 1, 2, 2]
    max_demand = [[5, 0, 0, 6], [2, 4, 1, 0], [6, 5, 1, 7], [0, 2, 2, 6], [4, 0, 7, 5]]
    allocation = [[4, 0, 0, 0], [2, 2, 1, 0], [4, 5, 0, 6], [0, 0, 2, 5], [2, 0, 6, 2]]
    for avail in (available, [0, 2, 0, 0]):
        sequence = safeSequence(avail, max_demand, allocation)
        print("safe sequence: " + " ".join(map(str, sequence)) if sequence else "unsafe")
    requests = [(1, [0, 1, 0, 0]), (0, [1, 0, 0, 2]), (3, [0, 2, 0, 0]), (1, [0, 3, 0, 0]), (2, [2, 0, 1, 1])]
    for process, request in requests:
        print(f"P{process}: {requestResources(available, max_demand, allocation, process, request)}")
