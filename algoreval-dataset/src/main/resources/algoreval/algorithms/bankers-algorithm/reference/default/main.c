#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 5 /* processes */
#define M 4 /* resource types */

/* Writes the safe sequence into sequence and returns N, or returns 0 if the state is unsafe. */
static int safeSequenceFixed(const int available[M], const int max[N][M], const int allocation[N][M], int sequence[N]) {
    int work[M];
    bool finished[N] = {false};
    memcpy(work, available, sizeof(work));
    for (int count = 0; count < N; count++) {
        int chosen = -1;
        for (int i = 0; i < N && chosen < 0; i++) {
            if (finished[i]) continue;
            bool fits = true;
            for (int j = 0; j < M; j++) {
                if (max[i][j] - allocation[i][j] > work[j]) fits = false;
            }
            if (fits) chosen = i;
        }
        if (chosen < 0) return 0; /* no remaining process can finish: unsafe */
        finished[chosen] = true;
        sequence[count] = chosen;
        for (int j = 0; j < M; j++) work[j] += allocation[chosen][j];
    }
    return N;
}

static const char *requestResourcesFixed(const int available[M], const int max[N][M], const int allocation[N][M],
                                         int process, const int request[M]) {
    for (int j = 0; j < M; j++) {
        if (request[j] > max[process][j] - allocation[process][j]) return "error";
    }
    for (int j = 0; j < M; j++) {
        if (request[j] > available[j]) return "wait";
    }
    int newAvailable[M], newAllocation[N][M], sequence[N];
    memcpy(newAllocation, allocation, sizeof(newAllocation));
    for (int j = 0; j < M; j++) {
        newAvailable[j] = available[j] - request[j];
        newAllocation[process][j] += request[j];
    }
    return safeSequenceFixed(newAvailable, max, (const int(*)[M])newAllocation, sequence) ? "granted" : "unsafe";
}

/* The interface, for any number of processes (maxSize) and resource types (availableSize), with the
   same rules as the fixed-size functions above; results are malloc'd (the caller frees them). Sums use
   long long, so a resource type's total may use all of int's range. */
static int safeOrder(const int *available, int m, const int *const *max, const int *const *allocation, int n,
                     int *sequence) {
    long long *work = malloc(((size_t)m + 1) * sizeof *work);
    bool *finished = calloc((size_t)n + 1, sizeof *finished);
    for (int j = 0; j < m; j++) work[j] = available[j];
    int count = 0;
    for (; count < n; count++) {
        int chosen = -1;
        for (int i = 0; i < n && chosen < 0; i++) {
            if (finished[i]) continue;
            bool fits = true;
            for (int j = 0; j < m && fits; j++) {
                if ((long long)max[i][j] - allocation[i][j] > work[j]) fits = false;
            }
            if (fits) chosen = i;
        }
        if (chosen < 0) break;
        finished[chosen] = true;
        sequence[count] = chosen;
        for (int j = 0; j < m; j++) work[j] += allocation[chosen][j];
    }
    free(work);
    free(finished);
    return count == n ? n : 0;
}

int *safeSequence(const int *available, int availableSize, const int *const *max, int maxSize, const int *maxColSize,
                  const int *const *allocation, int allocationSize, const int *allocationColSize, int *returnSize) {
    (void)maxColSize;
    (void)allocationSize;
    (void)allocationColSize;
    int *sequence = malloc(((size_t)maxSize + 1) * sizeof *sequence);
    *returnSize = safeOrder(available, availableSize, max, allocation, maxSize, sequence);
    return sequence;
}

static char *copyOf(const char *text) {
    char *out = malloc(strlen(text) + 1);
    strcpy(out, text);
    return out;
}

char *requestResources(const int *available, int availableSize, const int *const *max, int maxSize,
                       const int *maxColSize, const int *const *allocation, int allocationSize,
                       const int *allocationColSize, int process, const int *request, int requestSize) {
    (void)maxColSize;
    (void)allocationSize;
    (void)allocationColSize;
    int m = requestSize < availableSize ? requestSize : availableSize;
    for (int j = 0; j < m; j++) {
        if (request[j] > max[process][j] - allocation[process][j]) return copyOf("error");
    }
    for (int j = 0; j < m; j++) {
        if (request[j] > available[j]) return copyOf("wait");
    }
    int *newAvailable = malloc(((size_t)m + 1) * sizeof *newAvailable);
    int *ownRow = malloc(((size_t)m + 1) * sizeof *ownRow);
    const int **newAllocation = malloc(((size_t)maxSize + 1) * sizeof *newAllocation);
    for (int i = 0; i < maxSize; i++) newAllocation[i] = allocation[i];
    for (int j = 0; j < m; j++) {
        newAvailable[j] = available[j] - request[j];
        ownRow[j] = allocation[process][j] + request[j];
    }
    newAllocation[process] = ownRow;
    int *sequence = malloc(((size_t)maxSize + 1) * sizeof *sequence);
    bool safe = safeOrder(newAvailable, m, max, (const int *const *)newAllocation, maxSize, sequence) == maxSize;
    free(sequence);
    free(newAllocation);
    free(ownRow);
    free(newAvailable);
    return copyOf(safe ? "granted" : "unsafe");
}

static void printSafety(const int available[M], const int max[N][M], const int allocation[N][M]) {
    int sequence[N];
    int count = safeSequenceFixed(available, max, allocation, sequence);
    if (count == 0) {
        printf("unsafe\n");
        return;
    }
    printf("safe sequence:");
    for (int i = 0; i < count; i++) printf(" %d", sequence[i]);
    printf("\n");
}

int main(void) {
    const int available[M] = {3, 1, 2, 2};
    const int max[N][M] = {{5, 0, 0, 6}, {2, 4, 1, 0}, {6, 5, 1, 7}, {0, 2, 2, 6}, {4, 0, 7, 5}};
    const int allocation[N][M] = {{4, 0, 0, 0}, {2, 2, 1, 0}, {4, 5, 0, 6}, {0, 0, 2, 5}, {2, 0, 6, 2}};
    const int tightAvailable[M] = {0, 2, 0, 0};
    printSafety(available, max, allocation);
    printSafety(tightAvailable, max, allocation);

    const int processes[] = {1, 0, 3, 1, 2};
    const int requests[][M] = {{0, 1, 0, 0}, {1, 0, 0, 2}, {0, 2, 0, 0}, {0, 3, 0, 0}, {2, 0, 1, 1}};
    for (int k = 0; k < 5; k++) {
        printf("P%d: %s\n", processes[k], requestResourcesFixed(available, max, allocation, processes[k], requests[k]));
    }
    return 0;
}
