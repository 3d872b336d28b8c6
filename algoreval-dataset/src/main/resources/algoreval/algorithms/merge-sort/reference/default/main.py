def mergeSort(arr):
    if len(arr) <= 1:
        return list(arr)
    mid = len(arr) // 2
    left = mergeSort(arr[:mid])
    right = mergeSort(arr[mid:])
    merged = []
    i = j = 0
    while i < len(left) and j < len(right):
        if left[i] <= right[j]:
            merged.append(left[i])
            i += 1
        else:
            merged.append(right[j])
            j += 1
    merged.extend(left[i:])
    merged.extend(right[j:])
    return merged


if __name__ == "__main__":
    arr = [38, -5, 12, 0, 7, -5, 99, 3, 12, -20, 7, 1, 0, 45]
    print(" ".join(str(x) for x in mergeSort(arr)))
