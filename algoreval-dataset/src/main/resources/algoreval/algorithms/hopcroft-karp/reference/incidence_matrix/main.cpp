#include <climits>
#include <iostream>
#include <queue>
#include <vector>

// Left vertices are 0..m-1, right vertices m..m+n-1; -1 means "unmatched".
class HopcroftKarp {
public:
    HopcroftKarp(int m, int n, const std::vector<std::vector<int>>& adj)
        : m(m), adj(adj), pairU(m, -1), pairV(n, -1), dist(m, 0) {}

    int maximumMatching() {
        int result = 0;
        while (bfs()) {
            for (int u = 0; u < m; ++u)
                if (pairU[u] == -1 && dfs(u)) ++result;
        }
        return result;
    }

private:
    static constexpr int INF = INT_MAX;
    int m;
    const std::vector<std::vector<int>>& adj;
    std::vector<int> pairU, pairV, dist;
    int freeDist = INF;  // length of the shortest augmenting paths of the current phase

    bool bfs() {
        std::queue<int> q;
        for (int u = 0; u < m; ++u) {
            if (pairU[u] == -1) {
                dist[u] = 0;
                q.push(u);
            } else {
                dist[u] = INF;
            }
        }
        freeDist = INF;
        while (!q.empty()) {
            int u = q.front();
            q.pop();
            if (dist[u] >= freeDist) continue;
            for (int v : adj[u]) {
                int w = pairV[v - m];
                if (w == -1) {
                    if (freeDist == INF) freeDist = dist[u] + 1;
                } else if (dist[w] == INF) {
                    dist[w] = dist[u] + 1;
                    q.push(w);
                }
            }
        }
        return freeDist != INF;
    }

    bool dfs(int u) {
        for (int v : adj[u]) {
            int w = pairV[v - m];
            if ((w == -1 && freeDist == dist[u] + 1) || (w != -1 && dist[w] == dist[u] + 1 && dfs(w))) {
                pairU[u] = v;
                pairV[v - m] = u;
                return true;
            }
        }
        dist[u] = INF;
        return false;
    }
};

// B has m + n rows (left vertices 0..m-1, then right vertices m..m+n-1) and one column per edge.
int hopcroftKarp(int m, int n, const std::vector<std::vector<int>>& B) {
    std::vector<std::vector<int>> adj(m);  // adj[u]: the right vertices adjacent to left vertex u
    std::size_t edges = B.empty() ? 0 : B[0].size();
    for (std::size_t j = 0; j < edges; ++j) {
        int u = -1, v = -1;
        for (int r = 0; r < m + n; ++r) {
            if (B[r][j] != 1) continue;
            (r < m ? u : v) = r;
        }
        adj[u].push_back(v);
    }
    return HopcroftKarp(m, n, adj).maximumMatching();
}

int main() {
    int m = 4, n = 4;
    std::vector<std::vector<int>> B = {
        {1, 1, 0, 0, 0, 0},
        {0, 0, 1, 0, 0, 0},
        {0, 0, 0, 1, 0, 0},
        {0, 0, 0, 0, 1, 1},
        {0, 0, 1, 0, 0, 0},
        {1, 0, 0, 1, 1, 0},
        {0, 1, 0, 0, 0, 0},
        {0, 0, 0, 0, 0, 1},
    };
    std::cout << "Size of maximum matching is " << hopcroftKarp(m, n, B) << "\n";
    return 0;
}
