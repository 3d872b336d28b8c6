#include <stdio.h>
#include <stdlib.h>

/* Fills completion, turnaround and waiting (indexed by process number) for n processes. */
void fcfsScheduleInto(const int *arrival, const int *burst, int n, int *completion, int *turnaround, int *waiting) {
    int *order = malloc((size_t)n * sizeof(int));
    for (int i = 0; i < n; i++) order[i] = i;
    /* Stable insertion sort by arrival time keeps lower numbers first on ties. */
    for (int i = 1; i < n; i++) {
        int p = order[i], j = i - 1;
        while (j >= 0 && arrival[order[j]] > arrival[p]) {
            order[j + 1] = order[j];
            j--;
        }
        order[j + 1] = p;
    }
    int time = 0;
    for (int k = 0; k < n; k++) {
        int p = order[k];
        if (time < arrival[p]) time = arrival[p]; /* idle until the process arrives */
        time += burst[p];
        completion[p] = time;
        turnaround[p] = time - arrival[p];
        waiting[p] = turnaround[p] - burst[p];
    }
    free(order);
}

/* The interface's result: one malloc'd row {completion, turnaround, waiting} per process. */
int **fcfsSchedule(const int *arrival, int arrivalSize, const int *burst, int burstSize, int *returnSize,
                   int **returnColumnSizes) {
    (void)burstSize; /* the prompt promises lists of equal length */
    int n = arrivalSize;
    int *times = malloc((size_t)(n > 0 ? 3 * n : 1) * sizeof(int));
    fcfsScheduleInto(arrival, burst, n, times, times + n, times + 2 * n);
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
    int arrival[] = {2, 0, 4, 4, 25, 3};
    int burst[] = {5, 3, 1, 6, 2, 4};
    int n = sizeof(arrival) / sizeof(arrival[0]);
    int completion[6], turnaround[6], waiting[6];
    fcfsScheduleInto(arrival, burst, n, completion, turnaround, waiting);
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
