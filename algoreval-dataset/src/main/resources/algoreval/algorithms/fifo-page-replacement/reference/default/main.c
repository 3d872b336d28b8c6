#include <stdio.h>
#include <stdlib.h>

/* Writes one snapshot of frameCount frames per reference into snapshots (n * frameCount ints, -1 = empty). */
void fifoPageReplacementInto(const int *pages, int n, int frameCount, int *snapshots) {
    int *frames = malloc((size_t)frameCount * sizeof(int));
    for (int f = 0; f < frameCount; f++) frames[f] = -1;
    int used = 0;   /* frames filled so far; they fill in frame order */
    int oldest = 0; /* once all frames are full, frames are replaced in the order they were filled */
    for (int i = 0; i < n; i++) {
        int resident = 0;
        for (int f = 0; f < frameCount; f++) {
            if (frames[f] == pages[i]) resident = 1;
        }
        if (!resident) {
            if (used < frameCount) {
                frames[used++] = pages[i];
            } else {
                frames[oldest] = pages[i];
                oldest = (oldest + 1) % frameCount;
            }
        }
        for (int f = 0; f < frameCount; f++) snapshots[i * frameCount + f] = frames[f];
    }
    free(frames);
}

/* The interface's result: one malloc'd row of frameCount page numbers per reference. */
int **fifoPageReplacement(const int *pages, int pagesSize, int frameCount, int *returnSize, int **returnColumnSizes) {
    int n = pagesSize;
    int *flat = malloc((size_t)(n > 0 ? n : 1) * (size_t)(frameCount > 0 ? frameCount : 1) * sizeof(int));
    fifoPageReplacementInto(pages, n, frameCount, flat);
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
    int pages[] = {5, 3, 4, 2, 1, 3, 4, 5, 3, 4, 0, 5, 0, 2, 5, 0};
    int n = sizeof(pages) / sizeof(pages[0]);
    for (int frameCount = 3; frameCount <= 4; frameCount++) {
        int *snapshots = malloc((size_t)(n * frameCount) * sizeof(int));
        fifoPageReplacementInto(pages, n, frameCount, snapshots);
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
