from collections import deque


def roundRobinSchedule(arrival, burst, quantum):
    n = len(arrival)
    by_arrival = sorted(range(n), key=lambda i: (arrival[i], i))
    remaining = list(burst)
    result = [None] * n
    queue = deque()
    next_arrival = 0  # index into by_arrival of the next process to join the queue
    time = 0
    finished = 0

    def admit_until(t):
        nonlocal next_arrival
        while next_arrival < n and arrival[by_arrival[next_arrival]] <= t:
            queue.append(by_arrival[next_arrival])
            next_arrival += 1

    while finished < n:
        admit_until(time)
        if not queue:
            time = arrival[by_arrival[next_arrival]]  # idle until the next arrival
            continue
        p = queue.popleft()
        run = min(quantum, remaining[p])
        time += run
        remaining[p] -= run
        admit_until(time)  # arrivals up to now are queued before a preempted process
        if remaining[p] == 0:
            turnaround = time - arrival[p]
            result[p] = (time, turnaround, turnaround - burst[p])
            finished += 1
        else:
            queue.append(p)
    return result


if __name__ == "__main__":
    arrival = [0, 3, 1, 6, 3, 20]
    burst = [5, 2, 4, 5, 3, 4]
    quantum = 3
    result = roundRobinSchedule(arrival, burst, quantum)
    for i, (completion, turnaround, waiting) in enumerate(result):
        print(f"P{i} completion={completion} turnaround={turnaround} waiting={waiting}")
    print(f"average turnaround={sum(r[1] for r in result) / len(result):.2f}")
    print(f"average waiting={sum(r[2] for r in result) / len(result):.2f}")
