def siftDown(arr, start, end):
    root = start
    while 2 * root + 1 < end:
        child = 2 * root + 1
        if child + 1 < end and arr[child + 1] > arr[child]:
            child += 1
        if arr[root] >= arr[child]:
            return
        arr[root], arr[child] = arr[child], arr[root]
        root = child


def heapSort(arr):
    n = len(arr)
    for start in range(n // 2 - 1, -1, -1):
        siftDown(arr, start, n)
    for end in range(n - 1, 0, -1):
        arr[0], arr[end] = arr[end], arr[0]
        siftDown(arr, 0, end)


if __name__ == "__main__":
    arr = [23, -7, 0, 15, -7, 42, 8, -19, 15, 3, 0, 99, -1, 8, 27]
    heapSort(arr)
    print(" ".join(str(x) for x in arr))
