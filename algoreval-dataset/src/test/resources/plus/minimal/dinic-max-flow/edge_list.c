/* Contract-minimal: int capacities as stated (each residual stays within its edge's capacity), the flow
   total in long long because the contract says it may need 64 bits; textbook Dinic on an edge array. */
#include <stdlib.h>

static int *to, *cap, *next, *first, *level, *cursor;

static int bfs(int n, int s, int t) {
    int *queue = malloc(sizeof(int) * n);
    for (int v = 0; v < n; v++) {
        level[v] = -1;
    }
    int head = 0, tail = 0;
    level[s] = 0;
    queue[tail++] = s;
    while (head < tail) {
        int u = queue[head++];
        for (int e = first[u]; e >= 0; e = next[e]) {
            if (cap[e] > 0 && level[to[e]] < 0) {
                level[to[e]] = level[u] + 1;
                queue[tail++] = to[e];
            }
        }
    }
    free(queue);
    return level[t] >= 0;
}

static int push(int u, int t, int limit) {
    if (u == t) {
        return limit;
    }
    for (; cursor[u] >= 0; cursor[u] = next[cursor[u]]) {
        int e = cursor[u];
        if (cap[e] > 0 && level[to[e]] == level[u] + 1) {
            int pushed = push(to[e], t, limit < cap[e] ? limit : cap[e]);
            if (pushed > 0) {
                cap[e] -= pushed;
                cap[e ^ 1] += pushed;
                return pushed;
            }
        }
    }
    return 0;
}

long long dinic(int n, const int edges[][3], int edgesSize, int s, int t) {
    to = malloc(sizeof(int) * 2 * (edgesSize + 1));
    cap = malloc(sizeof(int) * 2 * (edgesSize + 1));
    next = malloc(sizeof(int) * 2 * (edgesSize + 1));
    first = malloc(sizeof(int) * n);
    level = malloc(sizeof(int) * n);
    cursor = malloc(sizeof(int) * n);
    for (int v = 0; v < n; v++) {
        first[v] = -1;
    }
    for (int i = 0; i < edgesSize; i++) {
        int u = edges[i][0], v = edges[i][1];
        to[2 * i] = v, cap[2 * i] = edges[i][2], next[2 * i] = first[u], first[u] = 2 * i;
        to[2 * i + 1] = u, cap[2 * i + 1] = 0, next[2 * i + 1] = first[v], first[v] = 2 * i + 1;
    }
    long long flow = 0;
    while (bfs(n, s, t)) {
        for (int v = 0; v < n; v++) {
            cursor[v] = first[v];
        }
        int pushed;
        while ((pushed = push(s, t, 2147483647)) > 0) {
            flow += pushed;
        }
    }
    free(to), free(cap), free(next), free(first), free(level), free(cursor);
    return flow;
}

int main(void) {
    return 0;
}
