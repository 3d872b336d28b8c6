def sjfSchedule(arrival, burst):
    n = len(arrival)
    result = [None] * n
    pending = set(range(n))
    time = 0
    while pending:
        ready = [i for i in pending if arrival[i] <= time]
        if not ready:
            time = min(arrival[i] for i in pending)  # idle until the next arrival
            continue
        p = min(ready, key=lambda i: (burst[i], arrival[i], i))
        pending.remove(p)
        time += burst[p]
        turnaround = time - arrival[p]
        result[p] = (time, turnaround, turnaround - burst[p])
    return result


if __name__ == "__main__":
    arrival = [5, 2, 0, 30, 4, 5, 12]
    burst = [4, 4, 7, 3, 1, 4, 2]
    result = sjfSchedule(arrival, burst)
    for i, (completion, turnaround, waiting) in enumerate(result):
        print(f"P{i} completion={completion} turnaround={turnaround} waiting={waiting}")
    print(f"average turnaround={sum(r[1] for r in result) / len(result):.2f}")
    print(f"average waiting={sum(r[2] for r in result) / len(result):.2f}")
