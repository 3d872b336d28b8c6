#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#define N 5 /* processes */
#define M 4 /* resource types */

/* Writes the safe sequence into sequence and returns N, or returns 0 if the state is unsafe. */
int safeSequence(const int available[M], const int max[N][M], const int allocation[N][M], int sequence[N]) {
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

const char *requestResources(const int available[M], const int max[N][M], const int allocation[N][M],
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
    return safeSequence(newAvailable, max, (const int(*)[M])newAllocation, sequence) ? "granted" : "unsafe";
}

static void printSafety(const int available[M], const int max[N][M], const int allocation[N][M]) {
    int sequence[N];
    int count = safeSequence(available, max, allocation, sequence);
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
        printf("P%d: %s\n", processes[k], requestResources(available, max, allocation, processes[k], requests[k]));
    }
    return 0;
}
