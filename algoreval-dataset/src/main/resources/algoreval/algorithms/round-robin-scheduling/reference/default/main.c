#include <stdio.h>
#include <stdlib.h>

/* Fills completion, turnaround and waiting (indexed by process number) for n processes. */
void roundRobinScheduleInto(const int *arrival, const int *burst, int n, int quantum,
                        int *completion, int *turnaround, int *waiting) {
    int *byArrival = malloc((size_t)n * sizeof(int));
    int *remaining = malloc((size_t)n * sizeof(int));
    /* Circular FIFO queue; it never holds more than n processes. */
    int *queue = malloc((size_t)n * sizeof(int));
    int head = 0, size = 0;
    for (int i = 0; i < n; i++) {
        remaining[i] = burst[i];
        /* Stable insertion sort by arrival time (equal arrivals keep process-number order). */
        int j = i - 1;
        while (j >= 0 && arrival[byArrival[j]] > arrival[i]) {
            byArrival[j + 1] = byArrival[j];
            j--;
        }
        byArrival[j + 1] = i;
    }
    int next = 0, time = 0, finished = 0;
    while (finished < n) {
        while (next < n && arrival[byArrival[next]] <= time) queue[(head + size++) % n] = byArrival[next++];
        if (size == 0) {
            time = arrival[byArrival[next]]; /* idle until the next arrival */
            continue;
        }
        int p = queue[head];
        head = (head + 1) % n;
        size--;
        int run = remaining[p] < quantum ? remaining[p] : quantum;
        time += run;
        remaining[p] -= run;
        /* Arrivals up to now are queued before a preempted process. */
        while (next < n && arrival[byArrival[next]] <= time) queue[(head + size++) % n] = byArrival[next++];
        if (remaining[p] == 0) {
            completion[p] = time;
            turnaround[p] = time - arrival[p];
            waiting[p] = turnaround[p] - burst[p];
            finished++;
        } else {
            queue[(head + size++) % n] = p;
        }
    }
    free(byArrival);
    free(remaining);
    free(queue);
}

/* The interface's result: one malloc'd row {completion, turnaround, waiting} per process. */
int **roundRobinSchedule(const int *arrival, int arrivalSize, const int *burst, int burstSize, int quantum,
                         int *returnSize, int **returnColumnSizes) {
    (void)burstSize; /* the prompt promises lists of equal length */
    int n = arrivalSize;
    int *times = malloc((size_t)(n > 0 ? 3 * n : 1) * sizeof(int));
    roundRobinScheduleInto(arrival, burst, n, quantum, times, times + n, times + 2 * n);
    int **rows = malloc((size_t)(n > 0 ? n : 1) * sizeof(int *));
    *returnColumnSizes = malloc((size_t)(n > 0 ? n : 1) * sizeof(int));
    for (int i = 0; i < n; i++) {
        rows[i] = malloc(3 * sizeof(int));
        rows[i][0] = times[i];
        rows[i][1] = times[n + i];
        rows[i][2] = times[2 * n + i];
        (*returnColumnSizes)[i] = 3;
    }
    free(times);
    *returnSize = n;
    return rows;
}

int main(void) {
    int arrival[] = {0, 3, 1, 6, 3, 20};
    int burst[] = {5, 2, 4, 5, 3, 4};
    int quantum = 3;
    int n = sizeof(arrival) / sizeof(arrival[0]);
    int completion[6], turnaround[6], waiting[6];
    roundRobinScheduleInto(arrival, burst, n, quantum, completion, turnaround, waiting);
    int totalTurnaround = 0, totalWaiting = 0;
    for (int i = 0; i < n; i++) {
        printf("P%d completion=%d turnaround=%d waiting=%d\n", i, completion[i], turnaround[i], waiting[i]);
        totalTurnaround += turnaround[i];
        totalWaiting += waiting[i];
    }
    printf("average turnaround=%.2f\n", (double)totalTurnaround / n);
    printf("average waiting=%.2f\n", (double)totalWaiting / n);
    return 0;
}
