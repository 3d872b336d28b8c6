def fcfsSchedule(arrival, burst):
    n = len(arrival)
    order = sorted(range(n), key=lambda i: (arrival[i], i))
    result = [None] * n
    time = 0
    for i in order:
        time = max(time, arrival[i])  # idle until the process arrives
        time += burst[i]
        turnaround = time - arrival[i]
        result[i] = (time, turnaround, turnaround - burst[i])
    return result


if __name__ == "__main__":
    arrival = [2, 0, 4, 4, 25, 3]
    burst = [5, 3, 1, 6, 2, 4]
    result = fcfsSchedule(arrival, burst)
    for i, (completion, turnaround, waiting) in enumerate(result):
        print(f"P{i} completion={completion} turnaround={turnaround} waiting={waiting}")
    print(f"average turnaround={sum(r[1] for r in result) / len(result):.2f}")
    print(f"average waiting={sum(r[2] for r in result) / len(result):.2f}")
