# Contract-minimal: processes sorted by (arrival, number), a deque as the ready queue, one step per time slice (not per time unit).
from collections import deque


def roundRobinSchedule(arrival, burst, quantum):
    n = len(arrival)
    order = sorted(range(n), key=lambda i: (arrival[i], i))
    remaining = list(burst)
    result = [None] * n
    queue = deque()
    nxt = 0
    clock = 0
    finished = 0
    while finished < n:
        if not queue:
            clock = max(clock, arrival[order[nxt]])
        while nxt < n and arrival[order[nxt]] <= clock:
            queue.append(order[nxt])
            nxt += 1
        p = queue.popleft()
        run = min(quantum, remaining[p])
        clock += run
        remaining[p] -= run
        while nxt < n and arrival[order[nxt]] <= clock:
            queue.append(order[nxt])
            nxt += 1
        if remaining[p] == 0:
            finished += 1
            turnaround = clock - arrival[p]
            result[p] = [clock, turnaround, turnaround - burst[p]]
        else:
            queue.append(p)
    return result
