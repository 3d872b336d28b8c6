#include <stdio.h>
#include <stdlib.h>

/* Writes one snapshot of frameCount frames per reference into snapshots (n * frameCount ints, -1 = empty). */
void lruPageReplacementInto(const int *pages, int n, int frameCount, int *snapshots) {
    int *frames = malloc((size_t)frameCount * sizeof(int));
    int *lastUsed = malloc((size_t)frameCount * sizeof(int)); /* time of the latest reference to each frame's page */
    for (int f = 0; f < frameCount; f++) {
        frames[f] = -1;
        lastUsed[f] = -1;
    }
    for (int t = 0; t < n; t++) {
        int slot = -1;
        for (int f = 0; f < frameCount && slot < 0; f++) {
            if (frames[f] == pages[t]) slot = f; /* hit */
        }
        for (int f = 0; f < frameCount && slot < 0; f++) {
            if (frames[f] == -1) slot = f; /* lowest empty frame */
        }
        if (slot < 0) { /* evict the least recently used page */
            slot = 0;
            for (int f = 1; f < frameCount; f++) {
                if (lastUsed[f] < lastUsed[slot]) slot = f;
            }
        }
        frames[slot] = pages[t];
        lastUsed[slot] = t;
        for (int f = 0; f < frameCount; f++) snapshots[t * frameCount + f] = frames[f];
    }
    free(frames);
    free(lastUsed);
}

/* The interface's result: one malloc'd row of frameCount page numbers per reference. */
int **lruPageReplacement(const int *pages, int pagesSize, int frameCount, int *returnSize, int **returnColumnSizes) {
    int n = pagesSize;
    int *flat = malloc((size_t)(n > 0 ? n : 1) * (size_t)(frameCount > 0 ? frameCount : 1) * sizeof(int));
    lruPageReplacementInto(pages, n, frameCount, flat);
    int **rows = malloc((size_t)(n > 0 ? n : 1) * sizeof(int *));
    *returnColumnSizes = malloc((size_t)(n > 0 ? n : 1) * sizeof(int));
    for (int i = 0; i < n; i++) {
        rows[i] = malloc((size_t)(frameCount > 0 ? frameCount : 1) * sizeof(int));
        for (int f = 0; f < frameCount; f++) rows[i][f] = flat[(size_t)i * frameCount + f];
        (*returnColumnSizes)[i] = frameCount;
    }
    free(flat);
    *returnSize = n;
    return rows;
}

int main(void) {
    int pages[] = {1, 2, 3, 2, 5, 1, 2, 5, 1, 2, 3, 1, 5, 6, 1, 5, 4, 5};
    int n = sizeof(pages) / sizeof(pages[0]);
    for (int frameCount = 3; frameCount <= 4; frameCount++) {
        int *snapshots = malloc((size_t)(n * frameCount) * sizeof(int));
        lruPageReplacementInto(pages, n, frameCount, snapshots);
        int faults = 0;
        for (int i = 0; i < n; i++) {
            int fault = 1;
            for (int f = 0; i > 0 && f < frameCount; f++) {
                if (snapshots[(i - 1) * frameCount + f] == pages[i]) fault = 0;
            }
            faults += fault;
            if (frameCount == 3) {
                printf("%d:", pages[i]);
                for (int f = 0; f < frameCount; f++) {
                    int page = snapshots[i * frameCount + f];
                    if (page < 0) printf(" -");
                    else printf(" %d", page);
                }
                printf(" %s\n", fault ? "fault" : "hit");
            }
        }
        printf("faults with %d frames: %d\n", frameCount, faults);
        free(snapshots);
    }
    return 0;
}
