#include <stdio.h>

#define MAXN 64

/* adj[u][0..degree[u]) are u's neighbours; writes the visiting order into order, returns its length. */
static int solve(const int adj[][MAXN], const int *degree, int s, int *order) {
    int reached[MAXN] = {0};
    int queue[MAXN], head = 0, tail = 0;
    reached[s] = 1;
    queue[tail++] = s;
    int count = 0;
    while (head < tail) {
        int u = queue[head++];
        order[count++] = u;
        for (int i = 0; i < degree[u]; i++) {
            int v = adj[u][i];
            if (!reached[v]) {
                reached[v] = 1;
                queue[tail++] = v;
            }
        }
    }
    return count;
}

int main(void) {
    static const int adj[9][MAXN] = {{3, 1, 4}, {0, 5}, {5, 6}, {0, 6}, {0}, {1, 2}, {2, 3}, {8}, {7}};
    const int degree[9] = {3, 2, 2, 2, 1, 2, 2, 1, 1};
    int s = 0, order[9];
    int count = solve(adj, degree, s, order);
    for (int i = 0; i < count; i++) printf(i == 0 ? "%d" : " %d", order[i]);
    printf("\n");
    return 0;
}
