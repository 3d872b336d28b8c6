#include <climits>
#include <iostream>
#include <queue>
#include <vector>

class BipGraph {
public:
    BipGraph(int m, int n) : m(m), n(n), adj(m + 1) {}

    void addEdge(int u, int v) { adj[u].push_back(v); }

    int hopcroftKarp() {
        pairU.assign(m + 1, NIL);
        pairV.assign(n + 1, NIL);
        dist.assign(m + 1, 0);
        int result = 0;
        while (bfs()) {
            for (int u = 1; u <= m; ++u)
                if (pairU[u] == NIL && dfs(u)) ++result;
        }
        return result;
    }

private:
    static constexpr int NIL = 0;
    static constexpr int INF = INT_MAX;
    int m, n;
    std::vector<std::vector<int>> adj;
    std::vector<int> pairU, pairV, dist;

    bool bfs() {
        std::queue<int> q;
        for (int u = 1; u <= m; ++u) {
            if (pairU[u] == NIL) {
                dist[u] = 0;
                q.push(u);
            } else {
                dist[u] = INF;
            }
        }
        dist[NIL] = INF;
        while (!q.empty()) {
            int u = q.front();
            q.pop();
            if (dist[u] < dist[NIL]) {
                for (int v : adj[u]) {
                    int w = pairV[v];
                    if (dist[w] == INF) {
                        dist[w] = dist[u] + 1;
                        if (w != NIL) q.push(w);
                    }
                }
            }
        }
        return dist[NIL] != INF;
    }

    bool dfs(int u) {
        if (u == NIL) return true;
        for (int v : adj[u]) {
            int w = pairV[v];
            if (dist[w] == dist[u] + 1 && dfs(w)) {
                pairV[v] = u;
                pairU[u] = v;
                return true;
            }
        }
        dist[u] = INF;
        return false;
    }
};

int main() {
    BipGraph g(4, 4);
    g.addEdge(1, 2);
    g.addEdge(1, 3);
    g.addEdge(2, 1);
    g.addEdge(3, 2);
    g.addEdge(4, 2);
    g.addEdge(4, 4);
    std::cout << "Size of maximum matching is " << g.hopcroftKarp() << "\n";
    return 0;
}
