# Contract-minimal: after each finish, rescan from process 0 for the first that can finish (O(n^2 m)); requestResources reuses it.
def safeSequence(available, max, allocation):
    n = len(max)
    m = len(available)
    work = list(available)
    finished = [False] * n
    sequence = []
    while len(sequence) < n:
        for i in range(n):
            if not finished[i] and all(max[i][j] - allocation[i][j] <= work[j] for j in range(m)):
                finished[i] = True
                sequence.append(i)
                for j in range(m):
                    work[j] += allocation[i][j]
                break
        else:
            return []
    return sequence


def requestResources(available, max, allocation, process, request):
    m = len(available)
    if any(request[j] > max[process][j] - allocation[process][j] for j in range(m)):
        return "error"
    if any(request[j] > available[j] for j in range(m)):
        return "wait"
    new_available = [available[j] - request[j] for j in range(m)]
    new_allocation = [list(row) for row in allocation]
    for j in range(m):
        new_allocation[process][j] += request[j]
    n = len(max)
    return "granted" if len(safeSequence(new_available, max, new_allocation)) == n else "unsafe"
