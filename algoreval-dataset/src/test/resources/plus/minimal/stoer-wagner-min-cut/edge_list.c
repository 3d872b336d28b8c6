/* Contract-minimal: the O(n^3) Stoer-Wagner phases on a weight matrix; parallel edges add up as the contract
   says, so the matrix and the cut weight are long long (it says the cut may need 64 bits). */
#include <stdlib.h>

typedef struct { long long weight; int *side; int sideSize; } StoerWagnerResult;

StoerWagnerResult stoerWagner(int n, const int edges[][3], int edgesSize) {
    long long *w = calloc((size_t) n * n, sizeof(long long));
    for (int i = 0; i < edgesSize; i++) {
        int u = edges[i][0], v = edges[i][1];
        w[u * n + v] += edges[i][2];
        w[v * n + u] += edges[i][2];
    }
    int *group = malloc(sizeof(int) * n); /* the super-vertex each vertex belongs to */
    char *alive = malloc(n);
    for (int v = 0; v < n; v++) {
        group[v] = v;
        alive[v] = 1;
    }
    long long *key = malloc(sizeof(long long) * n);
    char *added = malloc(n);
    long long best = -1;
    int bestVertex = -1;
    int *bestGroup = malloc(sizeof(int) * n);
    for (int phase = n; phase > 1; phase--) {
        for (int v = 0; v < n; v++) {
            key[v] = 0;
            added[v] = 0;
        }
        int previous = -1, last = -1;
        for (int k = 0; k < phase; k++) {
            int pick = -1;
            for (int v = 0; v < n; v++) {
                if (alive[v] && !added[v] && (pick < 0 || key[v] > key[pick])) {
                    pick = v;
                }
            }
            added[pick] = 1;
            previous = last;
            last = pick;
            for (int v = 0; v < n; v++) {
                if (alive[v] && !added[v]) {
                    key[v] += w[pick * n + v];
                }
            }
        }
        if (best < 0 || key[last] < best) {
            best = key[last];
            bestVertex = last;
            for (int v = 0; v < n; v++) {
                bestGroup[v] = group[v];
            }
        }
        for (int v = 0; v < n; v++) {
            w[previous * n + v] += w[last * n + v];
            w[v * n + previous] = w[previous * n + v];
            if (group[v] == last) {
                group[v] = previous;
            }
        }
        alive[last] = 0;
    }
    StoerWagnerResult result;
    result.weight = best;
    result.side = malloc(sizeof(int) * n);
    result.sideSize = 0;
    for (int v = 0; v < n; v++) {
        if (bestGroup[v] == bestVertex) {
            result.side[result.sideSize++] = v;
        }
    }
    free(w), free(group), free(alive), free(key), free(added), free(bestGroup);
    return result;
}

int main(void) {
    return 0;
}
