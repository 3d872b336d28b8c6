#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

/* True if process a should run before process b (shorter burst, then earlier arrival, then lower number). */
static bool before(const int *arrival, const int *burst, int a, int b) {
    if (burst[a] != burst[b]) return burst[a] < burst[b];
    if (arrival[a] != arrival[b]) return arrival[a] < arrival[b];
    return a < b;
}

/* Fills completion, turnaround and waiting (indexed by process number) for n processes. */
void sjfScheduleInto(const int *arrival, const int *burst, int n, int *completion, int *turnaround, int *waiting) {
    bool *done = calloc((size_t)n, sizeof(bool));
    int time = 0;
    for (int finished = 0; finished < n;) {
        int chosen = -1, nextArrival = -1;
        for (int i = 0; i < n; i++) {
            if (done[i]) continue;
            if (arrival[i] <= time) {
                if (chosen < 0 || before(arrival, burst, i, chosen)) chosen = i;
            } else if (nextArrival < 0 || arrival[i] < nextArrival) {
                nextArrival = arrival[i];
            }
        }
        if (chosen < 0) {
            time = nextArrival; /* idle until the next arrival */
            continue;
        }
        done[chosen] = true;
        finished++;
        time += burst[chosen];
        completion[chosen] = time;
        turnaround[chosen] = time - arrival[chosen];
        waiting[chosen] = turnaround[chosen] - burst[chosen];
    }
    free(done);
}

/* The interface's result: one malloc'd row {completion, turnaround, waiting} per process. */
int **sjfSchedule(const int *arrival, int arrivalSize, const int *burst, int burstSize, int *returnSize,
                  int **returnColumnSizes) {
    (void)burstSize; /* the prompt promises lists of equal length */
    int n = arrivalSize;
    int *times = malloc((size_t)(n > 0 ? 3 * n : 1) * sizeof(int));
    sjfScheduleInto(arrival, burst, n, times, times + n, times + 2 * n);
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
    int arrival[] = {5, 2, 0, 30, 4, 5, 12};
    int burst[] = {4, 4, 7, 3, 1, 4, 2};
    int n = sizeof(arrival) / sizeof(arrival[0]);
    int completion[7], turnaround[7], waiting[7];
    sjfScheduleInto(arrival, burst, n, completion, turnaround, waiting);
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
