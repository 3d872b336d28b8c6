# Contract-minimal: quadratic scan of all processes each time the CPU frees (no heap), the requirements' tie order as a tuple key.
def sjfSchedule(arrival, burst):
    n = len(arrival)
    done = [False] * n
    result = [None] * n
    clock = 0
    for _ in range(n):
        best = None
        for i in range(n):
            if not done[i] and arrival[i] <= clock:
                if best is None or (burst[i], arrival[i], i) < (burst[best], arrival[best], best):
                    best = i
        if best is None:
            # idle until the next arrival, then choose among those arrived by then
            clock = min(arrival[i] for i in range(n) if not done[i])
            for i in range(n):
                if not done[i] and arrival[i] <= clock:
                    if best is None or (burst[i], arrival[i], i) < (burst[best], arrival[best], best):
                        best = i
        done[best] = True
        clock += burst[best]
        turnaround = clock - arrival[best]
        result[best] = [clock, turnaround, turnaround - burst[best]]
    return result
