# Contract-minimal: sort the processes by (arrival, number) as the requirements' tie rule says, then run them in turn; Python ints.
def fcfsSchedule(arrival, burst):
    n = len(arrival)
    order = sorted(range(n), key=lambda i: (arrival[i], i))
    result = [None] * n
    clock = 0
    for i in order:
        clock = max(clock, arrival[i]) + burst[i]
        turnaround = clock - arrival[i]
        result[i] = [clock, turnaround, turnaround - burst[i]]
    return result
